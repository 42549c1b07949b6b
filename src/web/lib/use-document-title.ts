import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '#shared/constants';

/** The server renderer's ear for the page's title, so the HTML carries it; none in the browser. */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

const fullTitle = (pageTitle?: string) => (pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** Sets the tab title to "<page> · Atelier", or just the product name on the home page. */
export function useDocumentTitle(pageTitle?: string) {
  const tellServer = useContext(DocumentTitleContext);
  tellServer?.(fullTitle(pageTitle));
  useEffect(() => {
    document.title = fullTitle(pageTitle);
  }, [pageTitle]);
}
