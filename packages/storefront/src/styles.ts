// The storefront's only stylesheet, inlined in <head>: mobile first, system fonts, logical
// properties (ar/he mirror), tap targets of 44 px, contrast AA.
export const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b1b1f;background:#f6f6f8}
img{max-inline-size:100%;block-size:auto;display:block}
a{color:#0b57d0}
h1{font-size:1.5rem;line-height:1.25;margin-block:.25rem .5rem}
h2{font-size:1.2rem;margin-block:1.5rem .75rem}
.skip{position:absolute;inset-inline-start:-999px}
.skip:focus{inset-inline-start:.5rem;inset-block-start:.5rem;background:#fff;padding:.5rem;z-index:2}
.bar{position:sticky;inset-block-start:0;z-index:1;display:flex;justify-content:space-between;gap:.5rem;align-items:center;padding-inline:1rem;background:#fff;border-block-end:1px solid #ddd}
.bar a{min-block-size:48px;display:flex;align-items:center;text-decoration:none;font-weight:600;color:#1b1b1f;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bar-cart{color:#0b57d0!important;flex:none}
.main{max-inline-size:64rem;margin-inline:auto;padding:1rem}
.store-head{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;align-items:center}
.store-head>:not(.logo):not(.store-id){grid-column:1/-1}
.logo{inline-size:96px;block-size:96px;border-radius:12px;object-fit:cover;background:#e8e8ec}
.lead{margin-block:.5rem}
.muted{color:#555a60}
.badge{display:inline-block;margin:0;padding:.15rem .6rem;border-radius:1rem;font-weight:600;font-size:.9rem}
.open{background:#d9f2df;color:#0a5a22}.closed{background:#fde2e1;color:#8a1c14}.state{background:#e3ecfc;color:#0b3d91}
.contact{display:flex;flex-wrap:wrap;gap:.5rem;margin-block:.5rem}
.button,button{display:inline-flex;align-items:center;justify-content:center;min-block-size:48px;padding-inline:1.25rem;border:0;border-radius:10px;background:#0b57d0;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.secondary{background:#fff;color:#0b57d0;border:1px solid #0b57d0}
button:disabled{background:#c4c7cc;color:#3c3f44;border-color:#c4c7cc;cursor:not-allowed}
.schedule h2{font-size:1rem;margin:.5rem 0 .25rem}.faqs summary{min-block-size:44px;display:flex;align-items:center;cursor:pointer;font-weight:600}
.schedule dl div{display:flex;gap:.5rem}.schedule dt{min-inline-size:7rem;font-weight:600}.schedule dd{margin:0}
.alert{background:#fff4e0;border-inline-start:4px solid #b35c00;padding:.75rem 1rem;color:#5c3000}
.ok{background:#e5f6ea;padding:.75rem 1rem;color:#0a5a22}
.tabs{display:flex;gap:.5rem;overflow-x:auto;margin-block:1rem;padding-block-end:.25rem}
.tabs a{flex:none;min-block-size:44px;display:flex;align-items:center;padding-inline:1rem;border-radius:22px;background:#fff;border:1px solid #ccc;text-decoration:none;color:#1b1b1f}
.tabs a[aria-current]{background:#1b1b1f;color:#fff;border-color:#1b1b1f}
.search label,.field label{display:block;font-weight:600;margin-block-end:.25rem}
.row{display:flex;gap:.5rem}
.place>.field{flex:1 1 0;min-inline-size:0}
input,select{font:inherit;min-block-size:48px;inline-size:100%;padding-inline:.75rem;border:1px solid #8a8f96;border-radius:8px;background:#fff;color:inherit}
input[type=checkbox],input[type=radio]{inline-size:24px;min-block-size:24px;flex:none;margin:0}
input[type=file]{padding-block:.6rem}
.grid{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
@media (min-width:40rem){.grid{grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}}
.card{background:#fff;border-radius:12px;padding:.5rem;overflow:hidden}
.card a{text-decoration:none;color:#1b1b1f;display:block;min-block-size:44px}
.card img,.noimg{inline-size:100%;aspect-ratio:1;object-fit:cover;border-radius:8px;background:#e8e8ec}
.noimg{display:block}
.card-name{display:block;font-weight:600;margin-block-start:.4rem;overflow-wrap:anywhere}
.price{margin-block:.25rem;display:flex;flex-wrap:wrap;gap:0 .5rem}.price span{color:#555a60}
.rate-note{font-size:.9rem;margin-block:.25rem .75rem}
.soldout{color:#8a1c14;font-weight:600;margin:0}
.more{margin-block:1rem;inline-size:100%}
.empty{background:#fff;border-radius:12px;padding:1.5rem;text-align:center}
.back{display:inline-flex;min-block-size:44px;align-items:center}
.product{display:grid;gap:1rem}
@media (min-width:48rem){.product{grid-template-columns:1fr 1fr}}
.gallery .big{inline-size:100%;aspect-ratio:1;object-fit:contain;background:#fff;border-radius:12px}
.thumbs{list-style:none;padding:0;display:flex;gap:.5rem;overflow-x:auto}
.thumbs a{display:block;border:2px solid transparent;border-radius:8px}
.thumbs a[aria-current]{border-color:#0b57d0}
.thumbs img{inline-size:64px;block-size:64px;object-fit:cover;border-radius:6px}
.description{white-space:pre-line}
fieldset{border:1px solid #ccc;border-radius:12px;margin-block:1rem;padding:.75rem 1rem;background:#fff;min-inline-size:0}
legend{font-weight:700;padding-inline:.25rem}
fieldset fieldset{margin-block:.75rem;padding:.25rem .75rem}
.check{display:flex;gap:.75rem;align-items:center;min-block-size:44px;padding-block:.25rem}
.field{margin-block:.75rem}
.field-error{color:#a3160c;font-weight:600;margin-block:.25rem}
.buy button,.checkout>button{inline-size:100%;margin-block:1rem}
.total{font-size:1.05rem}
.lines{list-style:none;padding:0;margin:0}
.line{display:flex;gap:.75rem;align-items:center;background:#fff;border-radius:12px;padding:.5rem;margin-block-end:.5rem;flex-wrap:wrap}
.line img{border-radius:6px;inline-size:64px;block-size:64px;object-fit:cover}
.line-info{flex:1 1 8rem;display:flex;flex-direction:column;min-inline-size:0;overflow-wrap:anywhere}
.line input{inline-size:5rem}
.sums{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem}.sums dd{margin:0;text-align:end}
.history{padding-inline-start:1.25rem}
.links{display:flex;flex-wrap:wrap;gap:1rem}.links a{min-block-size:44px;display:inline-flex;align-items:center}
figure{margin:0}
`
  .replace(/\n/g, '')
  .trim();
