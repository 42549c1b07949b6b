import { useEffect } from 'react';
import { PRODUCT_NAME } from '@shared/constants';

/** Sets the tab title to "<page> · Atelier", or just the product name on the home page. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
