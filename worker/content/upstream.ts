/**
 * How the worker reaches Kontent: through the EMULATOR service binding for the local stand-in's host, through the
 * network otherwise. Code above this never knows which.
 */
export const emulatorHost = 'emulator.local';

/** The one binding the way upstream needs: the emulator's, locally. */
export type UpstreamBindings = Pick<Env, 'EMULATOR'>;

export function upstreamFetch(env: UpstreamBindings): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname === emulatorHost) {
      if (!env.EMULATOR) throw new Error(`${emulatorHost} is configured but the EMULATOR binding is missing`);
      return env.EMULATOR.fetch(new Request(input, init));
    }
    return fetch(input, init);
  };
}
