/** Credits gained (+5, green) or taken (−2, red). */
export function CreditAmount({ amount }: { amount: number }) {
  const gain = amount >= 0;
  return (
    <span className={`lectern-credits__amount lectern-credits__amount--${gain ? 'gain' : 'loss'}`}>
      {gain ? `+${amount}` : `−${Math.abs(amount)}`}
    </span>
  );
}
