export function App() {
  return <main>admin</main>;
}
