export function App() {
  return <main>catalog</main>;
}
