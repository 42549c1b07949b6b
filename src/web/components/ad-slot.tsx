import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useConsent } from '#web/lib/consent-store';
import { usePublicConfig } from '#web/lib/public-config';

const AD_SCRIPT_ID = 'atelier-ad-script';

declare global {
  // The ad network reads this queue; its shape is theirs.
  interface Window {
    adsbygoogle?: unknown[];
  }
}

function loadAdScript(clientId: string) {
  if (document.getElementById(AD_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = AD_SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
  document.head.appendChild(script);
}

/**
 * An advertising slot. It renders nothing and loads nothing unless the visitor consented to
 * advertising and the operator configured an ad client.
 */
export function AdSlot({ slot }: { slot: string }) {
  const consent = useConsent();
  // Only a visitor who accepted advertising needs to know whether the operator set up ads.
  const { data: config } = usePublicConfig(Boolean(consent?.advertising));
  const clientId = consent?.advertising ? config?.adsClientId : null;
  if (!clientId) return null;
  return <AdUnit clientId={clientId} slot={slot} />;
}

function AdUnit({ clientId, slot }: { clientId: string; slot: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    loadAdScript(clientId);
    (window.adsbygoogle ??= []).push({});
  }, [clientId]);
  return (
    <aside aria-label={t('ads.label')} className="mx-auto my-8 max-w-5xl px-4">
      <ins
        className="adsbygoogle block"
        data-ad-client={clientId}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
