/**
 * Brand and model words as people in Bangladesh type them on a Bangla keyboard, in the Latin
 * spelling the phones' names use: "স্যামসাং গ্যালাক্সি" searches for "samsung galaxy". Spelling
 * variants seen in Bangla writing are listed side by side.
 */
const LATIN_OF: Record<string, string> = {
  স্যামসাং: 'samsung',
  স্যামসুং: 'samsung',
  শাওমি: 'xiaomi',
  শাওমী: 'xiaomi',
  জিয়াওমি: 'xiaomi',
  রেডমি: 'redmi',
  পোকো: 'poco',
  রিয়েলমি: 'realme',
  রিয়েলমী: 'realme',
  অপো: 'oppo',
  ওপো: 'oppo',
  ভিভো: 'vivo',
  আইফোন: 'iphone',
  অ্যাপল: 'apple',
  এপল: 'apple',
  নোকিয়া: 'nokia',
  মটোরোলা: 'motorola',
  হুয়াওয়ে: 'huawei',
  অনার: 'honor',
  ওয়ানপ্লাস: 'oneplus',
  টেকনো: 'tecno',
  ইনফিনিক্স: 'infinix',
  আইটেল: 'itel',
  সিম্ফনি: 'symphony',
  ওয়ালটন: 'walton',
  গুগল: 'google',
  পিক্সেল: 'pixel',
  গ্যালাক্সি: 'galaxy',
  রেনো: 'reno',
  নোট: 'note',
  প্রো: 'pro',
  প্লাস: 'plus',
  ম্যাক্স: 'max',
  আল্ট্রা: 'ultra',
  মিনি: 'mini',
  লাইট: 'lite',
};

// য় is typed as one letter or as য and a dot below, and keyboards add invisible joiners: the
// table and what is typed are compared in one form (NFC keeps য় as য + dot), without joiners.
const canonical = (text: string) => text.normalize('NFC').replace(/[\u200c\u200d]/g, '');
const LATIN = new Map(Object.entries(LATIN_OF).map(([bangla, latin]) => [canonical(bangla), latin]));
const BANGLA_LETTERS = /[\u0980-\u09ff]+/g;

/** Each run of Bangla letters that names a brand or model word, in its Latin spelling; the rest as typed. */
export function latinModelWords(typed: string): string {
  return canonical(typed).replace(BANGLA_LETTERS, (word) => LATIN.get(word) ?? word);
}
