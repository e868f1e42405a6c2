export function App() {
  return <main>shop</main>;
}
