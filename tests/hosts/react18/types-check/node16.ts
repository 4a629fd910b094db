// The package's types under moduleResolution node16, as an ESM Node project without a bundler sees them.
import type { RosterkitDialogHandle, RosterkitWaitlistProps } from '@rosterkit/react';

export const props: RosterkitWaitlistProps = { brand: 'Acme', attribution: false, onSuccess: ({ id }) => console.log(id) };
export const close = (dialog: RosterkitDialogHandle) => dialog.close();
export const themed: RosterkitWaitlistProps = { style: { '--rk-color-primary': '#047857', maxWidth: 480 } };
