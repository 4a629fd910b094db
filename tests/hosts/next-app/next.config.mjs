import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
export default {
  poweredByHeader: false,
  // This app's folder, not the repository around it, is the root of its build.
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
};
