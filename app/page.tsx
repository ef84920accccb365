export default function Home() {
  return <main className="p-8">Tourbook</main>;
}
