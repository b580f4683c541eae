/** The disposable-email-domains package: plain lists of domains (CommonJS, JSON behind it), used by the fraud check. */
declare module 'disposable-email-domains' {
  const domains: string[];
  export default domains;
}
/** Domains whose every subdomain is disposable too. */
declare module 'disposable-email-domains/wildcard' {
  const domains: string[];
  export default domains;
}
