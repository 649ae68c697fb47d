// Another team's Next.js config: nothing for the kit. The styled-components registry (app/registry.tsx) puts the
// kit's styles in the first HTML.
/** @type {import('next').NextConfig} */
const config = {
  // The temporary app has no ESLint; its types are checked by `next build`.
  reactStrictMode: true,
};

export default config;
