/** Decorative hero art made for the project: an interactive screen, a totem and a video wall. */
export const CatalogueIllustration = () => (
  <svg viewBox="0 0 420 300" width="420" height="300" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="cat-screen" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1F6FEB" />
        <stop offset="1" stopColor="#0B1B34" />
      </linearGradient>
      <linearGradient id="cat-warm" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#FF6A13" />
        <stop offset="1" stopColor="#FF9A5A" />
      </linearGradient>
      <radialGradient id="cat-glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#1F6FEB" stopOpacity="0.45" />
        <stop offset="1" stopColor="#1F6FEB" stopOpacity="0" />
      </radialGradient>
    </defs>
    <circle cx="230" cy="150" r="150" fill="url(#cat-glow)" />
    {/* video wall 2 × 2 */}
    <g transform="translate(150 30)">
      <rect width="250" height="150" rx="10" fill="#11264A" stroke="#C9D3E3" strokeOpacity="0.35" />
      {[0, 1].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={8 + col * 119}
            y={8 + row * 69}
            width="115"
            height="65"
            rx="4"
            fill="url(#cat-screen)"
          />
        )),
      )}
      <rect x="30" y="40" width="120" height="14" rx="7" fill="#FFFFFF" fillOpacity="0.9" />
      <rect x="30" y="62" width="80" height="10" rx="5" fill="#C9D3E3" fillOpacity="0.8" />
      <rect x="30" y="90" width="70" height="24" rx="12" fill="url(#cat-warm)" />
    </g>
    {/* interactive totem */}
    <g transform="translate(40 70)">
      <rect width="90" height="200" rx="14" fill="#11264A" stroke="#C9D3E3" strokeOpacity="0.35" />
      <rect x="8" y="10" width="74" height="140" rx="6" fill="url(#cat-screen)" />
      <circle cx="45" cy="60" r="18" fill="none" stroke="#FFFFFF" strokeOpacity="0.85" strokeWidth="3" />
      <circle cx="45" cy="60" r="6" fill="#FF6A13" />
      <rect x="18" y="100" width="54" height="8" rx="4" fill="#FFFFFF" fillOpacity="0.8" />
      <rect x="24" y="116" width="42" height="8" rx="4" fill="#C9D3E3" fillOpacity="0.6" />
      <rect x="30" y="165" width="30" height="6" rx="3" fill="#C9D3E3" fillOpacity="0.5" />
    </g>
    {/* LED panel */}
    <g transform="translate(200 200)">
      <rect width="180" height="80" rx="8" fill="#11264A" stroke="#C9D3E3" strokeOpacity="0.35" />
      {Array.from({ length: 8 }, (_, col) =>
        Array.from({ length: 3 }, (__, row) => (
          <circle
            key={`${col}-${row}`}
            cx={20 + col * 20}
            cy={20 + row * 20}
            r="6"
            fill={(col + row) % 3 === 0 ? '#FF6A13' : '#1F6FEB'}
            fillOpacity={0.55 + ((col * row) % 4) * 0.12}
          />
        )),
      )}
    </g>
  </svg>
);
