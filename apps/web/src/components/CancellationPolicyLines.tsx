import { useTranslation } from '../lib/i18n';
import type { CancellationLine } from '@yado/domain/cancellation';
import { cancellationSentences } from '@yado/domain/cancellation-words';
import { isLocale } from '@yado/domain/locales';

/**
 * Policy lines (§3) in words, as the server made them from the same rule that charges the fee, in
 * the same sentences the guest's mails use.
 */
export function CancellationPolicyLines({ lines }: { lines: CancellationLine[] }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <ul className="policy-lines">
      {cancellationSentences(lines, locale).map((sentence, index) => (
        <li key={index}>{sentence}</li>
      ))}
    </ul>
  );
}
