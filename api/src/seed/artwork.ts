// Artwork drawn in code, so the catalogue has pictures without fetching anything from the web.

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A stylised phone in a brand's colour with the brand's name under it. */
export function drawBrandPhone(brand: string, colour: string, accent: string): string {
  const name = escapeXml(brand);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${name} phone">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colour}"/>
      <stop offset="1" stop-color="#111827"/>
    </linearGradient>
  </defs>
  <rect width="400" height="300" rx="24" fill="url(#bg)"/>
  <g transform="rotate(-8 200 130)">
    <rect x="150" y="28" width="100" height="200" rx="18" fill="#1f2937"/>
    <rect x="157" y="40" width="86" height="176" rx="10" fill="url(#screen)"/>
    <circle cx="200" cy="34" r="3" fill="#4b5563"/>
    <circle cx="200" cy="128" r="22" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>
    <path d="M190 128 l7 7 l13 -15" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="200" y="272" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${colour}">${name}</text>
</svg>
`;
}

/** A round avatar with initials, for the seeded reviews. */
export function drawAvatar(name: string, colour: string): string {
  const initials = escapeXml(
    name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${escapeXml(name)}">
  <circle cx="64" cy="64" r="64" fill="${colour}"/>
  <circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.25"/>
  <path d="M24 112 a40 32 0 0 1 80 0" fill="#ffffff" fill-opacity="0.25"/>
  <text x="64" y="76" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${initials}</text>
</svg>
`;
}

/** A product photo stand-in: the phone from the front, its model name on a card. */
export function drawProductPhone(model: string, colour: string): string {
  const name = escapeXml(model);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" aria-label="${name}">
  <rect width="480" height="480" fill="#f3f4f6"/>
  <ellipse cx="240" cy="420" rx="120" ry="14" fill="#000000" fill-opacity="0.12"/>
  <rect x="160" y="60" width="160" height="340" rx="26" fill="#111827"/>
  <rect x="170" y="76" width="140" height="306" rx="16" fill="${colour}"/>
  <rect x="216" y="66" width="48" height="6" rx="3" fill="#374151"/>
  <circle cx="240" cy="200" r="44" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="240" cy="200" r="26" fill="#ffffff" fill-opacity="0.28"/>
  <rect x="100" y="430" width="280" height="36" rx="18" fill="#ffffff"/>
  <text x="240" y="455" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="600" fill="#111827">${name}</text>
</svg>
`;
}
