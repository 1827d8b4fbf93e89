// The pages Lighthouse audits: what a visitor opens first, and the signed-in pages people use
// most (the category page is behind login; My Orders and the payment page for a buyer, Add a
// Product for a seller).
import { DEMO_ACCOUNTS } from '../apps.mjs';

const account = (role, shellUrl) => ({ loginUrl: `${shellUrl}/login`, ...DEMO_ACCOUNTS.find((a) => a.role === role) });

/**
 * Books a phone as the signed-in buyer, through the API as the app does; the payment page's
 * address. A phone the buyer booked already (an earlier audit of the page) is passed over.
 */
async function paymentPageOfNewBooking(page, shellUrl, apiUrl) {
  const token = await page.evaluate(() => localStorage.getItem('phoneToken'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listing = await (await fetch(`${apiUrl}/products/Oppo%20Phones`, { headers })).json();
  for (const phone of listing.products.filter((p) => !p.isOwn)) {
    const answer = await fetch(`${apiUrl}/bookedProduct`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: phone._id, phone: '01711111111', meetingLocation: 'Dhanmondi 27' }),
    });
    const booked = await answer.json();
    if (answer.ok) return `${shellUrl}/dashboard/payment/${booked.insertedId}`;
    if (answer.status !== 409) throw new Error(`booking for the payment page answered ${answer.status}: ${booked.message}`);
  }
  throw new Error('no phone left to book for the payment page');
}

export function lighthousePages(shellUrl, apiUrl) {
  const buyer = account('buyer', shellUrl);
  return [
    { label: 'Home `/`', url: `${shellUrl}/` },
    { label: 'Blog `/blog`', url: `${shellUrl}/blog` },
    { label: 'Category `/products/Oppo%20Phones` (signed in)', url: `${shellUrl}/products/Oppo%20Phones`, signIn: buyer },
    { label: 'My Orders `/dashboard/myOrders` (buyer)', url: `${shellUrl}/dashboard/myOrders`, signIn: buyer },
    {
      label: 'Payment page `/dashboard/payment/:id` (buyer)',
      url: (page) => paymentPageOfNewBooking(page, shellUrl, apiUrl),
      signIn: buyer,
    },
    { label: 'Add a Product `/dashboard/addProduct` (seller)', url: `${shellUrl}/dashboard/addProduct`, signIn: account('seller', shellUrl) },
  ];
}
