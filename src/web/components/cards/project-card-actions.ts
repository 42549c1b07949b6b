import { createContext, type ReactNode } from 'react';

/**
 * What a project card offers in its corner (Save), given by the app: cards are shared components
 * and may not import a feature, so the app layer hands the feature's button down through this, as
 * a function that renders it. None by default: a card outside the app (a test) shows no actions.
 */
export type RenderProjectCardActions = (card: { projectId: string }) => ReactNode;
export const ProjectCardActionsContext = createContext<RenderProjectCardActions | null>(null);
