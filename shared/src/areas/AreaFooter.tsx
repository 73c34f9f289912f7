/**
 * The small line under each remote area naming the module and the release it was built as, so
 * support (and the redeploy test) can see which build of a remote is live.
 */
export function AreaFooter({ module, release }: { module: string; release: string }) {
  return (
    <p className="tt-area-footer">
      {module} module · release {release}
    </p>
  );
}
