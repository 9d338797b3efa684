import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { serverConfig } from '../serverConfig';
import { useSession } from '../session/store';
import { createLiveApplier } from './apply';
import { connectLive } from './connection';

/** Whether this console hears changes pushed by the server right now. */
export const useLiveState = create<{ connected: boolean }>(() => ({ connected: false }));

/**
 * How often a view polls: never while the live socket is up (changes are
 * pushed), every `ms` while it is down.
 */
export function usePolling(ms: number): number | false {
  return useLiveState((s) => (s.connected ? false : ms));
}

/** Holds the signed-in console's live socket (in the shell), applying what it hears to the query cache. */
export function useLiveConsole(): void {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const signKey = useSession((s) => s.signKey);
  useEffect(() => {
    if (!token || !signKey) return;
    const applier = createLiveApplier(client);
    const close = connectLive({
      baseURL: serverConfig().baseURL,
      token,
      signKey,
      onEvent: (e) => applier.apply(e),
      onConnected: (connected) => useLiveState.setState({ connected }),
    });
    return () => {
      close();
      applier.dispose();
    };
  }, [client, token, signKey]);
}
