import type { SupportedLanguage } from '@shared/constants';

export type NotificationKind = 'newFollower' | 'projectComment';
type Text = { title: string; message: string };

/**
 * Notifications are stored as text (spec section 3), so they are written in the recipient's saved
 * language when they are created. {{name}} is who acted, {{project}} the project's title.
 */
export const NOTIFICATION_TEXTS: Record<SupportedLanguage, Record<NotificationKind, Text>> = {
  en: {
    newFollower: { title: 'New follower', message: '{{name}} started following you' },
    projectComment: { title: 'New comment', message: '{{name}} commented on {{project}}' },
  },
  es: {
    newFollower: { title: 'Nuevo seguidor', message: '{{name}} empezó a seguirte' },
    projectComment: { title: 'Nuevo comentario', message: '{{name}} comentó en {{project}}' },
  },
  'zh-CN': {
    newFollower: { title: '新关注者', message: '{{name}} 关注了你' },
    projectComment: { title: '新评论', message: '{{name}} 评论了 {{project}}' },
  },
  fr: {
    newFollower: { title: 'Nouvel abonné', message: '{{name}} s’est abonné à vous' },
    projectComment: { title: 'Nouveau commentaire', message: '{{name}} a commenté {{project}}' },
  },
  de: {
    newFollower: { title: 'Neuer Follower', message: '{{name}} folgt dir jetzt' },
    projectComment: { title: 'Neuer Kommentar', message: '{{name}} hat {{project}} kommentiert' },
  },
  ja: {
    newFollower: { title: '新しいフォロワー', message: '{{name}}さんがあなたをフォローしました' },
    projectComment: { title: '新しいコメント', message: '{{name}}さんが{{project}}にコメントしました' },
  },
  pt: {
    newFollower: { title: 'Novo seguidor', message: '{{name}} começou a seguir você' },
    projectComment: { title: 'Novo comentário', message: '{{name}} comentou em {{project}}' },
  },
};
