/** Applies the saved theme before the first paint, so a dark-mode visitor never sees a light flash. */
export function ThemeScript() {
  const code =
    "try{if(localStorage.getItem('darkMode')==='true')document.documentElement.classList.add('dark')}catch(e){}"
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}
