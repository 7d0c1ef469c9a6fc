/**
 * The whole stylesheet of the public SOS pages, inlined: no second request before first paint.
 * Sides are logical (inline-start/end), so an Urdu page (dir="rtl") mirrors as it should; the
 * system fonts cover every script (Android ships the Noto families).
 */
export const SOS_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Noto Sans Bengali","Noto Sans Telugu","Noto Sans Tamil","Noto Sans Gujarati","Noto Sans Kannada","Noto Sans Malayalam","Nirmala UI",sans-serif;color:#1a1a1a;background:#f6f6f7}:lang(ur){font-family:"Noto Nastaliq Urdu","Noto Naskh Arabic","Urdu Typesetting","Segoe UI",system-ui,sans-serif;line-height:1.9}
header{display:flex;justify-content:space-between;align-items:center;padding:10px 16px;background:#fff;border-bottom:1px solid #e3e3e6}
.brand{font-weight:800;color:#b71c1c;text-decoration:none;font-size:18px}
.langs{position:relative}.langs summary{cursor:pointer;list-style:none;padding:6px 10px;border:1px solid #c9c9cf;border-radius:8px;min-height:40px;display:flex;align-items:center;gap:6px}.langs summary::-webkit-details-marker{display:none}
.langs ul{position:absolute;inset-inline-end:0;top:100%;z-index:2;margin:4px 0 0;padding:6px;list-style:none;background:#fff;border:1px solid #c9c9cf;border-radius:10px;box-shadow:0 6px 20px #0003;min-width:170px}
.langs a{display:block;padding:9px 12px;color:#1a1a1a;text-decoration:none;border-radius:6px}.langs a[aria-current]{font-weight:700;background:#fdecea}.langs a[aria-current]:after{content:" ✓"}
main{max-width:560px;margin:0 auto;padding:16px}
h1{font-size:24px;margin:8px 0 4px}p{margin:4px 0 12px}
.e112{display:flex;align-items:center;justify-content:center;gap:8px;background:#b71c1c;color:#fff;font-weight:800;font-size:20px;border-radius:12px;padding:14px;text-decoration:none;margin:8px 0 4px}
.note{font-size:14px;color:#444;text-align:center;margin:0 0 14px}
.card{background:#fff;border:1px solid #e3e3e6;border-radius:12px;padding:14px;margin:0 0 14px}
.plate{direction:ltr;display:inline-block;font:800 24px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:2px;border:2px solid #1a1a1a;border-radius:6px;padding:4px 10px;background:#fff}
.row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
.call{color:#0b5394;font-weight:700}
fieldset{border:0;margin:0 0 12px;padding:0}legend{font-weight:700;margin-bottom:8px}
.reasons{display:grid;gap:8px}
.reasons label{display:block;cursor:pointer}
.reasons input{position:absolute;opacity:0;width:1px;height:1px}
.reasons span{display:block;padding:14px 16px;border:2px solid #c9c9cf;border-radius:10px;background:#fff;font-weight:600;min-height:48px}
.reasons input:checked+span{border-color:#b71c1c;background:#fdecea}
.reasons input:focus-visible+span,button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
label.f{display:block;font-weight:700;margin:10px 0 4px}
input[type=text],input[type=tel]{width:100%;font-size:18px;padding:12px;border:2px solid #8a8a92;border-radius:8px}
input[aria-invalid=true]{border-color:#b71c1c}
.hint{font-size:14px;color:#444;margin:2px 0 0}.err{color:#b71c1c;font-weight:700;margin:4px 0 0}
.alert{border:2px solid #b71c1c;background:#fdecea;border-radius:10px;padding:10px 12px;font-weight:700}
button{font:inherit;cursor:pointer}
.loc{background:#fff;border:2px solid #0b5394;color:#0b5394;border-radius:8px;padding:10px 14px;font-weight:700;margin-top:12px}
.send{width:100%;margin-top:16px;background:#1a1a1a;color:#fff;border:0;border-radius:12px;padding:16px;font-size:20px;font-weight:800}
.send:disabled{opacity:.7}
footer{text-align:center;color:#444;font-size:13px;padding:20px}
.steps{list-style:none;margin:0;padding:0}.steps li{padding-block:8px;padding-inline:30px 0;position:relative;border-bottom:1px solid #eee}.steps li:last-child{border:0}
.steps li:before{content:"";position:absolute;inset-inline-start:6px;top:14px;width:12px;height:12px;border-radius:50%;background:#c9c9cf}
.steps li.done:before{background:#1b7f3b}.steps li.wait:before{background:#e0a800}.steps li.bad:before{background:#b71c1c}
.answer{border:2px solid #1b7f3b;background:#eaf6ee;border-radius:10px;padding:12px;font-weight:700;font-size:18px}
.answer.urgent{border-color:#b71c1c;background:#fdecea}
.choices{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:8px 0 12px}
.choices button,.wide{background:#fff;border:2px solid #1a1a1a;border-radius:10px;padding:14px 8px;font-weight:800;min-height:48px}
.wide{display:block;width:100%;margin:8px 0}.wide.red{border-color:#b71c1c;color:#b71c1c}a.wide{text-align:center;text-decoration:none;color:#1a1a1a}
dl{margin:0}dt{font-weight:700;margin-top:6px}dd{margin:0}
h2{font-size:19px;margin:0 0 4px}.ecard{border:2px solid #b71c1c;border-radius:10px;padding:12px;margin:0 0 12px;background:#fff}.ecard dd{white-space:pre-wrap;overflow-wrap:anywhere}
.center{text-align:center}.btn{display:inline-block;background:#1a1a1a;color:#fff;border-radius:10px;padding:12px 22px;text-decoration:none;font-weight:700}`;

/**
 * The SOS page's script: the reason alert, a busy button, and the optional location, offered only
 * once a reason is chosen (the browser asks for the position only when the button is pressed).
 * Picking an urgent reason (data-u) fetches the vehicle's emergency card into #ecard, written with
 * textContent only; any other reason hides it (docs/decisions/0029-emergency-card.md). First, the
 * form's idempotency key becomes this page load's own (ADR 0070): the page is cached for everyone.
 */
export const SOS_SCRIPT = `(function(){var f=document.getElementById('sos');if(!f)return;var q=f.querySelector('input[name=idempotencyKey]'),w=window.crypto;if(q&&w&&w.getRandomValues){var z=new Uint8Array(16);w.getRandomValues(z);q.value=Array.prototype.map.call(z,function(x){return(x+256).toString(16).slice(1)}).join('')}var m=JSON.parse(f.getAttribute('data-msg'));f.addEventListener('submit',function(e){if(!f.querySelector('input[name=reasonId]:checked')){e.preventDefault();alert(m.r);return}var b=f.querySelector('.send');setTimeout(function(){b.disabled=true;b.textContent=m.s},0)});var c=document.getElementById('ecard');if(c&&window.fetch){var k=JSON.parse(c.getAttribute('data-k')),g=function(r){c.hidden=true;if(!r||!r.hasAttribute('data-u'))return;fetch(c.getAttribute('data-url')+'?reasonId='+encodeURIComponent(r.value)).then(function(x){return x.ok?x.json():0}).then(function(j){if(!j||!r.checked)return;var d=c.querySelector('dl');d.textContent='';k.forEach(function(p){var v=j.data[p[0]];if(v){var a=document.createElement('dt'),b=document.createElement('dd');a.textContent=p[1];b.textContent=v;d.appendChild(a);d.appendChild(b)}});c.hidden=false}).catch(function(){})};g(f.querySelector('input[name=reasonId]:checked'));f.addEventListener('change',function(e){if(e.target.name==='reasonId')g(e.target)})}var l=document.getElementById('loc'),s=document.getElementById('locs');if(l&&navigator.geolocation){var show=function(){l.hidden=false};if(f.querySelector('input[name=reasonId]:checked'))show();f.addEventListener('change',function(e){if(e.target.name==='reasonId')show()});l.addEventListener('click',function(){l.disabled=true;navigator.geolocation.getCurrentPosition(function(p){f.latitude.value=p.coords.latitude.toFixed(6);f.longitude.value=p.coords.longitude.toFixed(6);s.textContent=m.a},function(){l.disabled=false;s.textContent=m.f},{enableHighAccuracy:true,timeout:10000})})}})();`;

/** The alert page's script: live progress through Server-Sent Events; without it, the Refresh link. */
export const ALERT_SCRIPT = `(function(){var s=document.getElementById('status');if(!s||!window.EventSource)return;var e=new EventSource(s.getAttribute('data-events'));e.addEventListener('status',function(m){s.innerHTML=JSON.parse(m.data)});e.addEventListener('end',function(){e.close()})})();`;
