/**
 * A translated sentence with one of its values in bold (an SMS to send, a code to dial): the
 * sentence comes whole from the texts, in the order its language puts it, and the value is
 * found in it.
 */
export function Emphasized({ text, value }: { text: string; value: string }) {
  const at = text.indexOf(value);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{value}</strong>
      {text.slice(at + value.length)}
    </>
  );
}
