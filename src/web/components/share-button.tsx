import { Share2 } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Button } from './ui/button';
import { showToast } from './ui/toast-store';

/**
 * Share: the system's share sheet where the browser has one (phones), else the address copied with
 * a toast that says so. A sheet closed without sharing is no failure.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture left, a policy): copying still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t('share.copied'), description: url });
    } catch {
      showToast({ title: t('share.copyFailed'), description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden className="size-4" />
      {t('share.share')}
    </Button>
  );
}
