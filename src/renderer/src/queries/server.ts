// What this server offers and how it is: its health (the system check) and the sign-in methods it has.
import { useQuery } from '@tanstack/react-query';
import { authService } from '../api/auth';
import { healthService } from '../api/health';

export const serverKeys = {
  health: ['server', 'health'] as const,
  signInMethods: ['server', 'sign-in-methods'] as const,
};

/** The server's health with how long it took to answer (ms), asked when the check opens and on demand. */
export function useServerHealth() {
  return useQuery({
    queryKey: serverKeys.health,
    queryFn: async () => {
      const started = performance.now();
      const answer = await healthService.health();
      return { ...answer, ms: Math.round(performance.now() - started) };
    },
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

export function useSignInMethods() {
  return useQuery({ queryKey: serverKeys.signInMethods, queryFn: () => authService.methods() });
}
