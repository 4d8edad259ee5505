// /album-upload.js: the upload page's one script, served as its own file (the page's CSP runs no inline script).
// Without it the form posts as usual; with it, each photo goes on its own request with a progress bar and its result,
// so one refused photo does not hold back the rest. The server answers these requests in JSON (Accept header).

export const ALBUM_UPLOAD_SCRIPT = `(function () {
  var form = document.querySelector('[data-album-upload]');
  if (!form || !window.XMLHttpRequest || !window.FormData) return;
  var list = form.querySelector('[data-album-progress]');
  var input = form.querySelector('input[type=file]');
  var button = form.querySelector('button[type=submit]');
  function row(file) {
    var li = document.createElement('li');
    var label = document.createElement('span');
    label.textContent = file.name + ': waiting';
    var bar = document.createElement('progress');
    bar.max = 100; bar.value = 0;
    li.appendChild(label); li.appendChild(bar); list.appendChild(li);
    return { label: label, bar: bar, name: file.name };
  }
  function send(file, ui, name) {
    return new Promise(function (resolve) {
      var data = new FormData();
      data.append('name', name);
      data.append('photos', file, file.name);
      var xhr = new XMLHttpRequest();
      xhr.open('POST', form.action);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = function (e) {
        if (e.lengthComputable) { ui.bar.value = Math.round((e.loaded / e.total) * 100); ui.label.textContent = ui.name + ': sending'; }
      };
      xhr.onload = function () {
        var ok = xhr.status >= 200 && xhr.status < 300;
        var detail = '';
        try { detail = JSON.parse(xhr.responseText).detail || ''; } catch (e) {}
        ui.bar.value = 100;
        ui.label.textContent = ui.name + (ok ? ': added' : ': ' + (detail || 'not sent, please try again'));
        ui.label.setAttribute('data-result', ok ? 'added' : 'refused');
        resolve(ok);
      };
      xhr.onerror = function () { ui.label.textContent = ui.name + ': no connection, please try again'; ui.label.setAttribute('data-result', 'refused'); resolve(false); };
      xhr.send(data);
    });
  }
  form.addEventListener('submit', function (event) {
    if (!input.files || !input.files.length) return;
    event.preventDefault();
    var files = Array.prototype.slice.call(input.files);
    var name = (form.querySelector('input[name=name]') || {}).value || '';
    list.textContent = '';
    button.disabled = true;
    var rows = files.map(row);
    var chain = Promise.resolve(0);
    files.forEach(function (file, i) {
      chain = chain.then(function (n) { return send(file, rows[i], name).then(function (ok) { return n + (ok ? 1 : 0); }); });
    });
    chain.then(function (n) {
      button.disabled = false;
      input.value = '';
      var done = document.createElement('li');
      done.setAttribute('role', 'status');
      done.textContent = n === files.length ? 'All done, thank you!' : n + ' of ' + files.length + ' photos added.';
      list.appendChild(done);
    });
  });
})();
`;
