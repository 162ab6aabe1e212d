// The claim's address, with a button that copies it; the address stays visible to copy by hand where the
// clipboard is refused (an insecure origin, an old WebView).
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

export function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopied('failed');
    clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="copy-link">
      <input className="copy-link__url" readOnly value={url} aria-label="This claim's address" />
      <Button variant="secondary" onClick={copy}>
        Copy link
      </Button>
      <span className="copy-link__status" role="status">
        {copied === 'yes' && 'Copied.'}
        {copied === 'failed' && 'Could not copy: select the address and copy it.'}
      </span>
    </div>
  );
}
