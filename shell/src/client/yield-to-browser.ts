/**
 * Ends the current task so the browser can paint and handle input before the next step of the
 * start-up: evaluating the shell's modules, creating the router and hydrating used to run as one
 * long task, which is what a phone's first tap waits behind.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
