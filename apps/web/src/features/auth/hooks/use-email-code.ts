/**
 * Sending a one-time code to an address, shared by sign-up and recovery: the resend countdown,
 * and which address the running countdown belongs to (a different one gets its own code at once).
 */
import { OTP_RESEND_INTERVAL_SECONDS } from '@sapar/contracts';
import { useState } from 'react';
import { useCountdown } from '@/shared/lib/countdown';

export function useEmailCode(
  request: (email: string) => Promise<{ resend_after?: number }>,
  onError: (error: unknown) => void,
) {
  const countdown = useCountdown();
  const [codeSentTo, setCodeSentTo] = useState('');

  const send = async (email: string): Promise<boolean> => {
    try {
      const answer = await request(email);
      countdown.start(answer.resend_after ?? OTP_RESEND_INTERVAL_SECONDS);
      setCodeSentTo(email);
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  };

  /** Sends a code unless one for this address is still fresh; true when the user may go on. */
  const ensureSent = async (email: string): Promise<boolean> =>
    (countdown.isRunning && codeSentTo === email) || send(email);

  return { secondsToResend: countdown.remaining, send, ensureSent };
}
