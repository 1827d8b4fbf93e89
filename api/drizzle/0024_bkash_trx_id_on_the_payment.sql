-- bKash's TrxID of a payment, which the buyer's bKash SMS and app show: the payment page says it.
ALTER TABLE "payments" ADD COLUMN "receipt_id" text;