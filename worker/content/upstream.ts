/**
 * How the worker reaches Kontent: through the EMULATOR service binding for the local stand-in's host, through the
 * network otherwise. Code above this never knows which.
 */
export const emulatorHost = 'emulator.local';

export function upstreamFetch(env: Env): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname === emulatorHost) {
      if (!env.EMULATOR) throw new Error(`${emulatorHost} is configured but the EMULATOR binding is missing`);
      return env.EMULATOR.fetch(new Request(input, init));
    }
    return fetch(input, init);
  };
}
