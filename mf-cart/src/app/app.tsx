export function App() {
  return <main>cart</main>;
}
