import { useHydrated } from './from-html';

/** What opens or closes a dialog by itself, without script (invoker commands), until React has the nodes. */
export function commandFor(id: string | undefined, command: 'show-modal' | 'close', hydrated: boolean): Record<string, string> {
  return id && !hydrated ? { commandfor: id, command } : {};
}

/** The attributes of a button that opens the dialog drawn with this id by itself, until React has the nodes. */
export function useOpens(id: string | undefined): Record<string, string> {
  return commandFor(id, 'show-modal', useHydrated());
}
