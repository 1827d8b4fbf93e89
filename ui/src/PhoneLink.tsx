/** A person's mobile number as written in Bangladesh (01XXXXXXXXX), which a phone calls with one tap. */
export function PhoneLink({ number }: { number: string }) {
  return <a href={`tel:${number}`}>{number}</a>;
}
