/*
 * The SCO of the demo SCORM 2004 package: one question. It finds API_1484_11 in its parent
 * frames, keeps the answer in cmi.suspend_data, and reports completion, success and score.
 */
(function () {
  'use strict';

  var KEY = 'B';
  var MAX_FRAME_DEPTH = 7;

  function findAPI(start) {
    var win = start;
    var depth = 0;
    while (!win.API_1484_11 && win.parent && win.parent !== win && depth < MAX_FRAME_DEPTH) {
      depth += 1;
      win = win.parent;
    }
    if (win.API_1484_11) return win.API_1484_11;
    if (start.opener && !start.opener.closed) return findAPI(start.opener);
    return null;
  }

  var api = null;
  var finished = false;
  var startedAt = Date.now();

  function byId(id) {
    return document.getElementById(id);
  }

  function showResult(answer) {
    var passed = answer === KEY;
    byId('result').textContent = passed
      ? '回答正确，已通过。Right: passed.'
      : '回答错误，正确答案是 B：火焰根部。Wrong: aim at the base (B).';
    byId('result').hidden = false;
    byId('finish').hidden = false;
  }

  function finish() {
    if (!api || finished) return;
    var passed = api.GetValue('cmi.success_status') === 'passed';
    api.SetValue('cmi.exit', passed ? 'normal' : 'suspend');
    api.SetValue('cmi.session_time', 'PT' + Math.round((Date.now() - startedAt) / 1000) + 'S');
    api.Commit('');
    api.Terminate('');
    finished = true;
  }

  function start() {
    api = findAPI(window);
    byId('no-lms').hidden = Boolean(api);
    if (api && api.Initialize('') !== 'true') api = null;
    var answer = api ? api.GetValue('cmi.suspend_data') : '';
    if (api && api.GetValue('cmi.completion_status') !== 'completed') {
      api.SetValue('cmi.completion_status', 'incomplete');
      api.Commit('');
    }
    if (answer) {
      var input = document.querySelector('input[value="' + answer + '"]');
      if (input) input.checked = true;
      showResult(answer);
    }
    byId('quiz').addEventListener('submit', function (event) {
      event.preventDefault();
      var chosen = byId('quiz').elements.aim.value;
      if (!chosen) return;
      var right = chosen === KEY;
      if (api) {
        api.SetValue('cmi.suspend_data', chosen);
        api.SetValue('cmi.score.min', '0');
        api.SetValue('cmi.score.max', '1');
        api.SetValue('cmi.score.raw', right ? '1' : '0');
        api.SetValue('cmi.score.scaled', right ? '1' : '0');
        api.SetValue('cmi.success_status', right ? 'passed' : 'failed');
        api.SetValue('cmi.completion_status', 'completed');
        api.Commit('');
      }
      showResult(chosen);
    });
    byId('finish').addEventListener('click', function () {
      finish();
      byId('finish').disabled = true;
    });
    window.addEventListener('pagehide', finish);
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
