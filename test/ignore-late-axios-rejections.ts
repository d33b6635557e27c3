/**
 * axios' fetch adapter (inside the Kontent delivery SDK) attaches its rejection handler a tick late; workerd then
 * reports the rejection as unhandled although the test awaits and handles it. Only such errors are ignored, and
 * only when they carry an HTTP status: a real failure without a response still fails the run.
 */
export function ignoreLateAxiosRejections(error: unknown): boolean {
  const axiosLike = error as { name?: string; status?: number };
  return !(axiosLike.name === 'AxiosError' && typeof axiosLike.status === 'number');
}
