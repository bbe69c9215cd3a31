import TableRenderKit
/// The page's style sheet: system fonts only, light and dark, three panes on wide screens and one on narrow.
extension HTMLReport {
    /// Inline CSS (no `</style>` inside, no external resource).
    static let styles = """
        :root{color-scheme:light dark;--bg:#f2f2f7;--card:#fff;--text:#1c1c1e;--dim:#6c6c70;--line:#d1d1d6;\
        --accent:#007aff;--mismatch:#d70015;--missing:#b25000;--error:#8944ab;--match:#248a3d;--chip:#e5e5ea;\
        --checker:#e5e5ea}
        @media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--text:#f2f2f7;--dim:#98989f;\
        --line:#38383a;--accent:#0a84ff;--mismatch:#ff6961;--missing:#ffb340;--error:#da8fff;--match:#30d158;\
        --chip:#2c2c2e;--checker:#2c2c2e}}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--text);font:15px/1.4 system-ui,-apple-system,"Segoe UI",\
        Roboto,"Helvetica Neue",sans-serif}
        code,pre{font:13px/1.35 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
        .top{padding:16px 16px 8px;max-width:1400px;margin:0 auto}
        h1{font-size:22px;margin:0 0 4px}
        .verdict{margin:0 0 8px;font-weight:600}
        .meta{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 16px;margin:0}
        .meta div{display:contents}
        .meta dt{color:var(--dim)}
        .meta dd{margin:0;min-width:0;overflow-wrap:anywhere}
        .bar{position:sticky;top:0;z-index:5;display:flex;flex-wrap:wrap;align-items:center;gap:8px;\
        padding:8px 16px;background:color-mix(in srgb,var(--bg) 88%,transparent);backdrop-filter:blur(12px);\
        -webkit-backdrop-filter:blur(12px);border-bottom:1px solid var(--line)}
        .filters{display:flex;flex-wrap:wrap;gap:6px;flex:1}
        button{font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:8px;\
        padding:5px 10px;cursor:pointer;min-height:32px}
        button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:#fff}
        .filter .n{font-variant-numeric:tabular-nums;font-weight:600}
        .position{color:var(--dim);font-size:13px;font-variant-numeric:tabular-nums}
        .help{width:32px;padding:0;font-weight:700;border-radius:16px}
        main{max-width:1400px;margin:0 auto;padding:8px 16px 40vh}
        .entry{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 14px;\
        margin:0 0 14px;scroll-margin-top:60px;outline:none}
        .entry.current{box-shadow:0 0 0 3px var(--accent)}
        .entry h2{font-size:17px;margin:0 0 6px;display:flex;flex-wrap:wrap;align-items:baseline;gap:6px;\
        overflow-wrap:anywhere}
        .name{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px;min-width:0}
        .badge{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;padding:2px 7px;\
        border-radius:6px;color:#fff;background:var(--dim)}
        .s-mismatch.badge{background:var(--mismatch)}.s-missing.badge{background:var(--missing)}
        .s-error.badge{background:var(--error)}.s-match.badge{background:var(--match)}
        .badge.updated{background:var(--accent)}
        @media (prefers-color-scheme:dark){.badge{color:#000}}
        .filter.s-mismatch .n{color:var(--mismatch)}.filter.s-missing .n{color:var(--missing)}
        .filter.s-error .n{color:var(--error)}.filter.s-match .n{color:var(--match)}
        .filter[aria-pressed=true] .n{color:inherit}
        .filter.zero{opacity:.6}
        .facts{margin:0 0 6px;color:var(--dim);display:flex;flex-wrap:wrap;gap:4px 12px}
        .facts code{color:var(--text)}
        .chip{background:var(--chip);border-radius:6px;padding:0 6px;color:var(--text);font-size:13px}
        .figures{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0 0 8px;font-size:14px}
        .figures div{display:flex;gap:6px}.figures dt{color:var(--dim)}.figures dd{margin:0;\
        font-variant-numeric:tabular-nums}
        .figures em{color:var(--mismatch);font-style:normal;font-weight:600}
        .note{border-left:3px solid var(--missing);padding:2px 10px;margin:0 0 8px;font-size:14px}
        .note p,.note ul{margin:2px 0}
        .message{white-space:pre-wrap;background:var(--chip);border-radius:8px;padding:8px 10px;margin:0 0 8px}
        .views{display:flex;gap:6px;margin:0 0 8px;flex-wrap:wrap}
        .views button{font-size:13px;min-height:28px;padding:3px 9px}
        .panes{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px;align-items:start}
        .pane{margin:0;min-width:0;text-align:center}
        figcaption{font-size:13px;font-weight:600;margin:0 0 4px}
        .dim{color:var(--dim);font-weight:400}
        .frame,.stack{background-color:var(--checker);background-image:linear-gradient(45deg,var(--card) 25%,\
        transparent 25%,transparent 75%,var(--card) 75%),linear-gradient(45deg,var(--card) 25%,transparent 25%,\
        transparent 75%,var(--card) 75%);background-size:16px 16px;background-position:0 0,8px 8px}
        .frame{position:relative;display:block;margin:0 auto;max-width:100%;border:1px solid var(--line);\
        overflow:hidden}
        .frame:not([style]){width:fit-content}
        .shot{display:block;width:100%;max-width:100%;height:auto;cursor:zoom-in}
        .box{position:absolute;outline:2px solid var(--mismatch);outline-offset:2px;border-radius:2px;\
        pointer-events:none}
        .entry.wipe .panes,.entry.onion .panes{display:none}
        .overlay{margin:0 auto 4px;max-width:100%}
        .stack{position:relative;margin:0 auto;width:min(100%,var(--w,100%),720px);\
        border:1px solid var(--line);overflow:hidden;touch-action:pan-y}
        .stack img{position:absolute;left:0;top:0;height:auto;display:block}
        .stack:not([style]) img{width:100%}
        .stack:not([style]) .under{position:static}
        .layer{position:absolute;inset:0}
        .handle{position:absolute;top:0;bottom:0;width:2px;margin-left:-1px;background:var(--accent);\
        pointer-events:none;left:50%}
        .entry.onion .handle{display:none}
        .slider{display:flex;align-items:center;gap:8px;max-width:520px;margin:0 auto 8px;font-size:13px;\
        color:var(--dim);position:sticky;top:50px;z-index:2;background:var(--card);border-radius:8px;padding:0 8px}
        .slider input{flex:1;min-height:32px}
        #matches details,#orphans details{background:var(--card);border:1px solid var(--line);border-radius:12px;\
        padding:8px 14px;margin:0 0 14px}
        summary{cursor:pointer;font-weight:600}
        .match-list{margin:6px 0 0;padding-left:2.2em;font:13px/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,\
        monospace;overflow-wrap:anywhere}
        .match-list small{color:var(--dim);font-family:system-ui,sans-serif}
        .match-list li.current{background:var(--chip);outline:2px solid var(--accent)}
        .empty{color:var(--dim);text-align:center;padding:24px}
        .zoom{position:fixed;inset:0;z-index:20;overflow:auto;background:rgba(0,0,0,.85);cursor:zoom-out}
        .zoom img{display:block;margin:auto;max-width:none;image-rendering:pixelated}
        .keys{position:fixed;inset:0;z-index:30;display:flex;align-items:center;justify-content:center;\
        background:rgba(0,0,0,.4);padding:16px}
        .keys>div{background:var(--card);border-radius:14px;padding:16px 20px;max-width:420px;width:100%}
        .keys h2{margin:0 0 8px;font-size:17px}
        .keys dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 12px}
        .keys dd{margin:0}
        kbd{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border:1px solid var(--line);\
        border-bottom-width:2px;border-radius:5px;padding:1px 5px;background:var(--chip)}
        [hidden]{display:none!important}
        @media (max-width:700px){
        .top{padding:12px 12px 6px}.bar{padding:6px 12px}main{padding:6px 8px 40vh}
        .entry{padding:10px;border-radius:10px}
        .panes{grid-template-columns:minmax(0,1fr)}
        .bar button{padding:3px 7px;font-size:14px;flex:none}
        .filters{gap:4px;flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none}
        /* Phones rarely have a keyboard: the shortcuts' button and the position give their room to the filters. */
        .position,.help{display:none}
        .meta{gap:3px 10px}
        }
        """

    /// The shortcuts dialog and the 100 % viewer, shared by every entry.
    static let overlays = """
        <div id="zoom" class="zoom" hidden><img alt="image at 100 %"></div>
        <div id="keys" class="keys" hidden role="dialog" aria-modal="true" aria-label="Keyboard shortcuts"><div>
        <h2>Keyboard shortcuts</h2><dl>
        <dt><kbd>j</kbd> <kbd>↓</kbd></dt><dd>next entry</dd>
        <dt><kbd>k</kbd> <kbd>↑</kbd></dt><dd>previous entry</dd>
        <dt><kbd>v</kbd></dt><dd>side by side → wipe → onion skin</dd>
        <dt><kbd>[</kbd> <kbd>]</kbd></dt><dd>move the wipe or onion slider</dd>
        <dt><kbd>z</kbd></dt><dd>diff (or actual) at 100 %; a click on any image too</dd>
        <dt><kbd>1</kbd>–<kbd>4</kbd></dt><dd>mismatch, missing, error, match filter on/off</dd>
        <dt><kbd>?</kbd></dt><dd>this list</dd>
        <dt><kbd>Esc</kbd></dt><dd>close</dd>
        </dl><button type="button" class="close">Close</button></div></div>

        """
}
