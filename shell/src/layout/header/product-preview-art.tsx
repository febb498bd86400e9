import type { ProductPreview } from '../../content/navigation';

/** Small flat illustrations of each product family (decorative). */
export const ProductPreviewArt = ({ kind }: { kind: ProductPreview['image'] }) => (
  <svg viewBox="0 0 240 120" width="100%" height="96" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id={`screen-${kind}`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1F6FEB" />
        <stop offset="1" stopColor="#FF6A13" />
      </linearGradient>
    </defs>
    <rect width="240" height="120" rx="12" fill="#11264A" />
    {kind === 'interactive' && (
      <g>
        <rect x="92" y="14" width="56" height="84" rx="6" fill="#0B1B34" stroke="#C9D3E3" strokeWidth="2" />
        <rect x="98" y="20" width="44" height="60" rx="3" fill={`url(#screen-${kind})`} />
        <circle cx="128" cy="64" r="7" fill="#FFFFFF" opacity="0.9" />
        <rect x="112" y="98" width="16" height="10" fill="#C9D3E3" />
        <rect x="100" y="106" width="40" height="4" rx="2" fill="#C9D3E3" />
      </g>
    )}
    {kind === 'signage' && (
      <g>
        <rect x="40" y="20" width="160" height="80" rx="6" fill="#0B1B34" stroke="#C9D3E3" strokeWidth="2" />
        <rect x="46" y="26" width="148" height="68" rx="3" fill={`url(#screen-${kind})`} />
        <rect x="58" y="40" width="70" height="8" rx="4" fill="#FFFFFF" />
        <rect x="58" y="54" width="48" height="6" rx="3" fill="#FFFFFF" opacity="0.7" />
      </g>
    )}
    {kind === 'led' && (
      <g>
        {Array.from({ length: 6 }, (_, row) =>
          Array.from({ length: 12 }, (_, col) => (
            <circle
              key={`${row}-${col}`}
              cx={36 + col * 15}
              cy={24 + row * 14}
              r="5"
              fill={(row + col) % 3 === 0 ? '#FF6A13' : '#1F6FEB'}
              opacity={0.5 + ((row * col) % 5) / 10}
            />
          )),
        )}
      </g>
    )}
    {kind === 'videowall' && (
      <g>
        {[0, 1, 2].map((col) =>
          [0, 1].map((row) => (
            <rect
              key={`${row}-${col}`}
              x={48 + col * 49}
              y={18 + row * 43}
              width="47"
              height="41"
              rx="2"
              fill={`url(#screen-${kind})`}
              opacity={0.75 + (col + row) / 12}
            />
          )),
        )}
      </g>
    )}
  </svg>
);
