export default function BuyPage() {
  return (
    <article className="page prose" aria-labelledby="buy-title">
      <h1 id="buy-title">Buy Psi Circuit</h1>
      <p>
        The circuit is free to play. The full edition will add unlimited circuit history, detailed performance reports and the printed
        board game that the exercises come from.
      </p>
      <ul className="feature-list">
        <li>Unlimited history of your circuits and averages</li>
        <li>Detailed performance reports against chance and the world</li>
        <li>The Psi Circuit board game for playing at home</li>
      </ul>
      <p className="interim-note" role="note">
        Purchases are not open yet: nothing can be bought from this page, and no payment details are asked for.
      </p>
    </article>
  );
}
