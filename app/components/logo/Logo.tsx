/** The brand logo: the mark alone below the sm breakpoint, mark and name above it (product §2 header, in CSS). */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M11 25 20 12l9 13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className="logo__text">Retailer Experience</span>
    </span>
  );
}
