// Another team's Next.js config: nothing for the kit. The styled-components registry (app/registry.tsx) puts the
// kit's styles in the first HTML; `next build` type-checks the app (the Vite app checks the kit's own declarations).
/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
};

export default config;
