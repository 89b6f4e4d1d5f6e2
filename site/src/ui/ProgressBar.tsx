/** The upload's progress while the photo is identified. */
export default function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <div className="progress-fill" style={{ width: `${value}%` }} />
      <style>{`
        .progress { height: 0.75rem; background: var(--ocean-100); border-radius: 999px; overflow: hidden; }
        .progress-fill { height: 100%; background: var(--ocean-500); transition: width 0.3s ease; }
      `}</style>
    </div>
  );
}
