/** What the payment page gives either card form. */
export interface CardFormProps {
  clientSecret: string | undefined;
  /** Called with the payment intent id once the card provider says the payment succeeded. */
  onPaid(transactionId: string): Promise<void>;
  buyer: { name: string; email: string };
}
