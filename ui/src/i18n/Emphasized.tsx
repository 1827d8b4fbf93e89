import { EmailAddress } from '../EmailAddress.tsx';

/**
 * A translated sentence with one of its values in bold (an SMS to send, a code to dial, an
 * account's email): the sentence comes whole from the texts, in the order its language puts it,
 * and the value is found in it. An email breaks only at its joints (EmailAddress), not mid-word.
 */
export function Emphasized({ text, value, email = false }: { text: string; value: string; email?: boolean }) {
  const at = text.indexOf(value);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{email ? <EmailAddress email={value} /> : value}</strong>
      {text.slice(at + value.length)}
    </>
  );
}
