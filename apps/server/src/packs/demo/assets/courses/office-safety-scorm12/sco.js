/*
 * The SCO of the demo SCORM 1.2 package: three lesson pages and a two-question quiz. It finds the
 * LMS's API in its parent frames, resumes from cmi.core.lesson_location and cmi.core.suspend_data,
 * commits after every page, scores the quiz (passed with both answers right) and finishes.
 */
(function () {
  'use strict';

  var LESSON_PAGES = 3;
  var QUIZ_PAGE = 3;
  var RESULT_PAGE = 4;
  var KEY = { q1: 'B', q2: 'C' };
  var POINTS_PER_QUESTION = 50;
  var MAX_SCORE = 100;
  /** How far up the frames the API is looked for (ADL's findAPI). */
  var MAX_FRAME_DEPTH = 7;

  /** ADL's findAPI: the nearest frame above with window.API, or the opener's. */
  function findAPI(start) {
    var win = start;
    var depth = 0;
    while (!win.API && win.parent && win.parent !== win && depth < MAX_FRAME_DEPTH) {
      depth += 1;
      win = win.parent;
    }
    if (win.API) return win.API;
    if (start.opener && !start.opener.closed) return findAPI(start.opener);
    return null;
  }

  var api = null;
  var finished = false;
  var state = { page: 0, answers: {} };
  var startedAt = Date.now();

  function get(element) {
    return api ? String(api.LMSGetValue(element)) : '';
  }
  function set(element, value) {
    if (api) api.LMSSetValue(element, String(value));
  }

  /** HH:MM:SS, the CMITimespan of SCORM 1.2. */
  function sessionTime() {
    var seconds = Math.round((Date.now() - startedAt) / 1000);
    var pad = function (n) {
      return n < 10 ? '0' + n : String(n);
    };
    return (
      pad(Math.floor(seconds / 3600)) +
      ':' +
      pad(Math.floor(seconds / 60) % 60) +
      ':' +
      pad(seconds % 60)
    );
  }

  function save() {
    if (!api || finished) return;
    set('cmi.core.lesson_location', state.page);
    set('cmi.core.suspend_data', JSON.stringify({ answers: state.answers }));
    set('cmi.core.exit', 'suspend');
    api.LMSCommit('');
  }

  function byId(id) {
    return document.getElementById(id);
  }

  function showResult() {
    var raw = get('cmi.core.score.raw');
    var score = raw === '' ? scoreOf(state.answers) : Number(raw);
    var passed = score === MAX_SCORE;
    byId('result-title').textContent = passed ? '恭喜，测验通过！' : '未通过，请再试一次';
    byId('result-score').textContent = '得分：' + score + ' / ' + MAX_SCORE;
    byId('result-english').textContent =
      (passed ? 'Passed' : 'Not passed') + ': ' + score + ' of ' + MAX_SCORE;
    byId('retry').hidden = passed;
  }

  function render() {
    var pages = document.querySelectorAll('.sco__page');
    for (var i = 0; i < pages.length; i += 1) {
      pages[i].hidden = Number(pages[i].getAttribute('data-page')) !== state.page;
    }
    byId('step').textContent =
      state.page < LESSON_PAGES
        ? '第 ' + (state.page + 1) + ' / ' + LESSON_PAGES + ' 页'
        : state.page === QUIZ_PAGE
          ? '测验 Quiz'
          : '结果 Result';
    byId('nav').hidden = state.page === RESULT_PAGE;
    byId('previous').disabled = state.page === 0;
    byId('next').hidden = state.page >= QUIZ_PAGE;
    var form = byId('quiz');
    ['q1', 'q2'].forEach(function (name) {
      var inputs = form.elements[name];
      for (var j = 0; j < inputs.length; j += 1) {
        inputs[j].checked = inputs[j].value === state.answers[name];
      }
    });
    if (state.page === RESULT_PAGE) showResult();
  }

  function goTo(page) {
    state.page = page;
    save();
    render();
  }

  function scoreOf(answers) {
    var score = 0;
    Object.keys(KEY).forEach(function (name) {
      if (answers[name] === KEY[name]) score += POINTS_PER_QUESTION;
    });
    return score;
  }

  function submitQuiz(event) {
    event.preventDefault();
    var form = byId('quiz');
    var answers = { q1: form.elements.q1.value, q2: form.elements.q2.value };
    byId('quiz-error').hidden = Boolean(answers.q1 && answers.q2);
    if (!answers.q1 || !answers.q2) return;
    var score = scoreOf(answers);
    state.answers = answers;
    set('cmi.core.score.min', 0);
    set('cmi.core.score.max', MAX_SCORE);
    set('cmi.core.score.raw', score);
    set('cmi.core.lesson_status', score === MAX_SCORE ? 'passed' : 'failed');
    goTo(RESULT_PAGE);
  }

  /** Ends the session: a learner who passed leaves normally, anyone else may come back to it. */
  function finish() {
    if (!api || finished) return;
    var passed = get('cmi.core.lesson_status') === 'passed';
    set('cmi.core.lesson_location', state.page);
    set('cmi.core.suspend_data', JSON.stringify({ answers: state.answers }));
    set('cmi.core.exit', passed ? '' : 'suspend');
    set('cmi.core.session_time', sessionTime());
    api.LMSCommit('');
    api.LMSFinish('');
    finished = true;
  }

  function start() {
    api = findAPI(window);
    byId('no-lms').hidden = Boolean(api);
    if (api && api.LMSInitialize('') !== 'true') api = null;
    if (api) {
      var status = get('cmi.core.lesson_status');
      if (status === '' || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
      var location = parseInt(get('cmi.core.lesson_location'), 10);
      if (location >= 0 && location <= RESULT_PAGE) state.page = location;
      try {
        var suspended = JSON.parse(get('cmi.core.suspend_data') || '{}');
        state.answers = suspended.answers || {};
      } catch {
        state.answers = {};
      }
      if (state.page === RESULT_PAGE && !get('cmi.core.score.raw')) state.page = QUIZ_PAGE;
    }
    byId('previous').addEventListener('click', function () {
      goTo(Math.max(0, state.page - 1));
    });
    byId('next').addEventListener('click', function () {
      goTo(Math.min(QUIZ_PAGE, state.page + 1));
    });
    byId('quiz').addEventListener('submit', submitQuiz);
    byId('retry').addEventListener('click', function () {
      state.answers = {};
      goTo(QUIZ_PAGE);
    });
    byId('finish').addEventListener('click', function () {
      finish();
      byId('finish').disabled = true;
      byId('retry').hidden = true;
      byId('finished').hidden = false;
    });
    // Leaving without Finish still ends the session, suspended to resume later.
    window.addEventListener('pagehide', finish);
    save();
    render();
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
