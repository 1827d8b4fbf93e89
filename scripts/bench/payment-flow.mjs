// The whole payment flow as buyers go through it, many at once: book a phone, start paying
// (POST /create-payment-intent), pay with the sandbox's test card (POST /sandbox/charge), and
// record the payment (POST /payments). Each flow is another buyer and another phone.
import { bearerFor } from './api-tokens.mjs';
import { CONNECTIONS } from './load-test.mjs';
import { paymentFlowPhones } from './user-traffic.mjs';

const SUCCEEDING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

async function post(apiUrl, path, authorization, body, failures) {
  const res = await fetch(apiUrl + path, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) {
    const key = `${path} ${res.status}`;
    failures[key] = (failures[key] ?? 0) + 1;
    return undefined;
  }
  return answer;
}

async function onePayment(apiUrl, buyer, productId, failures) {
  const authorization = bearerFor(buyer);
  const booking = await post(apiUrl, '/bookedProduct', authorization, { productId, phone: '01711111111', meetingLocation: 'Gulshan 1' }, failures);
  if (!booking) return false;
  const intent = await post(apiUrl, '/create-payment-intent', authorization, { bookingId: booking.insertedId }, failures);
  if (!intent) return false;
  const charge = await post(apiUrl, '/sandbox/charge', authorization, { clientSecret: intent.clientSecret, ...SUCCEEDING_CARD }, failures);
  if (charge?.status !== 'succeeded') return false;
  const recorded = await post(apiUrl, '/payments', authorization, { payId: booking.insertedId, transactionId: charge.paymentIntentId }, failures);
  return Boolean(recorded);
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** The flows' phones and buyers, each used once: the direct run's half, then the front door's. */
export function paymentFlowShares(population) {
  const phones = population.bookable.slice(-paymentFlowPhones(population));
  const half = Math.floor(Math.min(phones.length, population.payers.length) / 2);
  return { direct: { first: 0, end: half }, frontDoor: { first: half, end: 2 * half } };
}

/**
 * CONNECTIONS buyers at a time for `seconds`; each finished flow starts the next buyer's, with
 * the buyers and phones from `first` up to `end` (a share of paymentFlowShares).
 */
export async function paymentFlows(apiUrl, population, seconds, { first, end }) {
  const phones = population.bookable.slice(-paymentFlowPhones(population));
  const payers = population.payers;
  const failures = {};
  const durations = [];
  let started = first;
  let completed = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && started < end) {
      const k = started++;
      const t0 = performance.now();
      if (await onePayment(apiUrl, payers[k], phones[k], failures)) completed += 1;
      durations.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsedS = (performance.now() - t0) / 1000;
  durations.sort((a, b) => a - b);
  return {
    seconds,
    flows: started - first,
    completed,
    flowsPerSecond: completed / elapsedS,
    p50: Math.round(percentile(durations, 50)),
    p99: Math.round(percentile(durations, 99)),
    failures,
    status5xx: Object.entries(failures).filter(([key]) => / 5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0),
  };
}
