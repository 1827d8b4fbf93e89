import { DEFAULT_LANGUAGE, phonePath, type ShellApi } from '@sellphones/contracts';
import { Button, useFormat, useLocale } from '@sellphones/ui';
import { useText } from '../texts.ts';

interface SharedPhone {
  _id: string;
  name: string;
  resalePrice: number;
}

/**
 * "Share this phone": the phone's own address, for a chat or a social group. A phone's browser
 * opens its share sheet; elsewhere the address is copied and a toast says so. Closing the share
 * sheet is not an error. Shared from a Bangla page, the address says so (`?lang=bn`): its preview
 * is in Bangla, and so is the page for a reader who never chose a language.
 */
export function ShareListing({ shell, phone }: { shell: ShellApi; phone: SharedPhone }) {
  const t = useText();
  const format = useFormat();
  const { language } = useLocale();
  async function share() {
    const address = new URL(phonePath(phone._id), window.location.origin);
    if (language !== DEFAULT_LANGUAGE) address.searchParams.set('lang', language);
    const url = address.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: phone.name, text: t('share.text', { name: phone.name, price: format.money(phone.resalePrice) }), url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) shell.notify(t('share.failed', { url }), 'error');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      shell.notify(t('share.copied'), 'success');
    } catch {
      shell.notify(t('share.failed', { url }), 'error');
    }
  }
  return (
    <Button type="button" $variant="secondary" onClick={() => void share()}>
      {t('share.button')}
    </Button>
  );
}
