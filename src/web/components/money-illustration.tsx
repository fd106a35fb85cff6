// The decorative money illustration of the worker side (spec section 1): purely visual, hidden from screen readers.
export function MoneyIllustration({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false" role="presentation">
      <ellipse cx="48" cy="84" rx="34" ry="6" fill="#000" opacity="0.08" />
      <rect x="10" y="30" width="62" height="36" rx="5" fill="#2f9e44" transform="rotate(-12 41 48)" />
      <rect x="20" y="34" width="62" height="36" rx="5" fill="#40c057" />
      <rect x="25" y="39" width="52" height="26" rx="3" fill="none" stroke="#d3f9d8" strokeWidth="2" />
      <circle cx="51" cy="52" r="9" fill="#d3f9d8" />
      <text x="51" y="57" textAnchor="middle" fontSize="13" fontWeight="700" fill="#2b8a3e" fontFamily="sans-serif">
        $
      </text>
      <circle cx="74" cy="72" r="13" fill="#fab005" stroke="#f08c00" strokeWidth="2" />
      <text x="74" y="77" textAnchor="middle" fontSize="13" fontWeight="700" fill="#e67700" fontFamily="sans-serif">
        $
      </text>
      <circle cx="20" cy="74" r="9" fill="#fcc419" stroke="#f08c00" strokeWidth="2" />
    </svg>
  );
}
