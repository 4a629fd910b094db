import type { ReactNode } from 'react';

export const metadata = { title: 'Acme, a Next.js app', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
