import { useEffect, useState } from 'react';
import { OtherWays, type OtherWaysProps } from './OtherWays.tsx';

/** How long a send may take before the form says it is still going and offers the other ways in. */
export const STILL_SENDING_MS = 15_000;

export interface StillSendingProps extends OtherWaysProps {
  readonly busy: boolean;
  readonly text: string;
}

/**
 * A send that takes longer than 15 s: the form says so, says that what was typed is kept, and offers the phone
 * and WhatsApp. The request itself goes on (the service may still answer), so nothing is cut or sent twice. A
 * live region that is there from the start, so screen readers announce the words when they appear.
 */
export function StillSending({ busy, text, ...ways }: StillSendingProps) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = window.setTimeout(() => setSlow(true), STILL_SENDING_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return (
    <div className="form-still-sending" role="status">
      {slow && (
        <>
          <p>{text}</p>
          <OtherWays {...ways} />
        </>
      )}
    </div>
  );
}
