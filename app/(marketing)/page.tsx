export default function Home() {
  return <main><h1 className="text-3xl font-bold text-primary">CivicShift</h1></main>;
}
